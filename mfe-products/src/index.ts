// Async boundary: shared modules are negotiated before the standalone app starts.
void import('./bootstrap');
