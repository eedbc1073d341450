import './lib/zod-csp';
import './index.css';
import './lib/i18n';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = createAppStore();
createRoot(container).render(<Providers store={store} router={createAppRouter(store)} />);
