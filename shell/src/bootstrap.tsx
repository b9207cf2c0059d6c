import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startFederation } from './features/federation/startFederation';
import './styles/global.css';

startFederation();

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
