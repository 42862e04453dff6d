// Async boundary: shared modules (React, react-router…) are negotiated by the federation
// runtime before any application code runs.
import('./bootstrap');
