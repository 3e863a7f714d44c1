// Async boundary: the shared singletons are negotiated before anything imports them. The start's code runs in three
// tasks instead of one (React DOM, the UI kit, then the shell), each a yield apart (decision 009).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('@portal/shared/ui'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
