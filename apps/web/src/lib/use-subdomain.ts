import { useParams } from 'react-router';

/** The merchant identifier: the first path segment of every merchant route. */
export function useSubdomain(): string {
  return useParams().subdomain ?? '';
}
