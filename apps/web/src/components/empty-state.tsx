import type { ReactNode } from 'react';
import { SearchOffIcon } from './icons';

export function EmptyState({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="empty-state">
      {icon ?? <SearchOffIcon />}
      <p className="empty-state__title">{title}</p>
      {children}
    </div>
  );
}
