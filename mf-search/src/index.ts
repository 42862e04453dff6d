// Async boundary: shared modules are negotiated before any application code runs.
import('./bootstrap');
