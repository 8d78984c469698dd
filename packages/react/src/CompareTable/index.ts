export { CompareTable, type CompareTableProps, type CompareTableRow } from './CompareTable'
