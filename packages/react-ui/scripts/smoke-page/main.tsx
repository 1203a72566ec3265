// A partner's plain page: one component from the built package plus its stylesheet, nothing else.
import '@postify/react-ui/styles.css';
import { Button } from '@postify/react-ui/Button';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (container) createRoot(container).render(<Button variant="destructive">Excluir</Button>);
