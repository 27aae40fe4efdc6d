import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app';
import { createAppServices } from './app/providers';
import { i18n } from './i18n/i18n';
import { routes } from './router/routes';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const services = createAppServices(i18n);
const router = createBrowserRouter(routes);

createRoot(root).render(
  <StrictMode>
    <App services={services} router={router} />
  </StrictMode>,
);
