import type { ReactNode } from 'react';

interface StatusScreenProps {
  title: string;
  info: string;
  customerService: string;
  children?: ReactNode;
}

/** A full-page replacement (maintenance, region blocked): title, text and the customer-service button. */
export function StatusScreen({ title, info, customerService, children }: StatusScreenProps) {
  return (
    <main id="main" className="status-screen">
      <div className="card">
        <h1>{title}</h1>
        <p>{info}</p>
        {children}
        <a className="btn btn-primary" href="#customer-service">
          {customerService}
        </a>
      </div>
    </main>
  );
}
