// Async boundary: the shared singletons are negotiated before the harness renders.
import('./bootstrap');
