import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { ChunkLoadError } from './lazy-screen';
import NotFound from './routes/not-found';

/** Anything a route throws: 404s show the 404 page; the rest a plain retry screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const chunk = error instanceof ChunkLoadError;
  if (!chunk) console.error(error);
  return (
    <main className="status-page" id="main">
      <div className="status-page__card">
        <h1 className="status-page__title">{chunk ? 'Loading chunk failed' : 'Something went wrong'}</h1>
        <p className="status-page__text">
          {chunk ? 'Part of the page could not be loaded. Please check your connection.' : errorMessage(error)}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload page
        </button>
      </div>
    </main>
  );
}
