// startEarly first: in a browser signed in last time it starts Apollo Client's chunk before the rest of
// the entry (React, Chakra, the routes) is evaluated.
import './app/apollo/startEarly';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
