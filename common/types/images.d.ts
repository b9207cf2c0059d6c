// JPEG and PNG imports are responsive pictures (tooling/webpack/images.ts); SVG and the other
// files stay a URL (css-modules.d.ts).
declare module '*.jpg' {
  const image: import('../src/responsive-image/responsiveImageData').ResponsiveImageData;
  export default image;
}
declare module '*.jpeg' {
  const image: import('../src/responsive-image/responsiveImageData').ResponsiveImageData;
  export default image;
}
declare module '*.png' {
  const image: import('../src/responsive-image/responsiveImageData').ResponsiveImageData;
  export default image;
}
