import { useEffect, useState } from 'react';
import { newsImageUrl } from '@alu/common';
import { formatBytes, type DraftImage } from './newsImages';
import styles from './NewsPictures.module.css';

/** A picture of the form as it will be sent: a thumbnail, its name, size and dimensions. */
export function ImagePreview({
  image,
  label,
}: {
  readonly image: DraftImage;
  readonly label: string;
}) {
  const [url, setUrl] = useState<string | null>(image.stored ? newsImageUrl(image.stored) : null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    if (!image.file) return undefined;
    // A chosen file is shown from memory, before anything is uploaded.
    const objectUrl = URL.createObjectURL(image.file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.file]);

  const facts = [
    image.file ? formatBytes(image.file.size) : null,
    size ? `${size.width} × ${size.height} px` : null,
    image.file ? 'нова' : null,
  ].filter(Boolean);
  return (
    <span className={styles.preview}>
      {url ? (
        <img
          src={url}
          alt={label}
          onLoad={(event) =>
            setSize({
              width: event.currentTarget.naturalWidth,
              height: event.currentTarget.naturalHeight,
            })
          }
        />
      ) : null}
      <span className={styles.facts}>
        <span className={styles.name}>{image.file?.name ?? image.stored}</span>
        <span>{facts.join(' · ')}</span>
      </span>
    </span>
  );
}
