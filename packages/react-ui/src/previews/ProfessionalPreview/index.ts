export { ProfessionalPreview } from './ProfessionalPreview';
