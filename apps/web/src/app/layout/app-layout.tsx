import { Outlet } from 'react-router';
import './layout.css';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** The routes of spec §2 with navbar and footer. */
export default function AppLayout() {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
