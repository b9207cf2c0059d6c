// Async boundary: the federation runtime negotiates shared modules before the app starts.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
