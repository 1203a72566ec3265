import { parseDate } from '@internationalized/date';
import { DatePicker } from '../DatePicker';

/** 'A partir de (opcional)' of 'Adicionar à fila': a day ('YYYY-MM-DD') or none. */
export function QueueFromField({
  label,
  description,
  value,
  onChange,
}: {
  label: string;
  description: string;
  value: string | null;
  onChange: (day: string | null) => void;
}) {
  return (
    <DatePicker
      label={label}
      description={description}
      value={value ? parseDate(value) : null}
      onChange={(day) => onChange(day ? day.toString() : null)}
    />
  );
}
