import type { ReactNode } from 'react';

/** The narrow centred column the account pages share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="row justify-content-center py-5">
      <div className="col-12 col-sm-10 col-md-7 col-lg-5 col-xl-4">
        <h1 className="h3 text-center mb-4">{title}</h1>
        <div className="card">
          <div className="card-body p-4">{children}</div>
        </div>
      </div>
    </div>
  );
}
