export {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  type TableBodyOwnProps as TableBodyProps,
  TableHeader,
} from './Table';
