import { darkThemeValues, lightThemeValues, vars } from '../src/theme';

type Tree = { [key: string]: string | Tree };

/** Every leaf of the contract: its path (`color.primary`), CSS variable and the light and dark values. */
function leaves(contract: Tree, light: Tree, dark: Tree, path: string[] = []) {
  const rows: { path: string; variable: string; light: string; dark: string }[] = [];
  for (const [key, token] of Object.entries(contract)) {
    const lightValue = light[key];
    const darkValue = dark[key];
    if (typeof token === 'string') {
      rows.push({
        path: [...path, key].join('.'),
        variable: token,
        light: String(lightValue),
        dark: String(darkValue),
      });
    } else {
      rows.push(...leaves(token, lightValue as Tree, darkValue as Tree, [...path, key]));
    }
  }
  return rows;
}

const swatch = (value: string) => (
  <span
    aria-hidden="true"
    style={{
      display: 'inline-block',
      width: 20,
      height: 20,
      marginRight: 8,
      verticalAlign: 'middle',
      border: '1px solid #94a3b8',
      borderRadius: 4,
      background: value,
    }}
  />
);

/** Renders the whole theme contract, read from the shipped themes so the page never drifts from them. */
export function TokenTable({ group }: { group: keyof typeof vars }) {
  const rows = leaves(
    vars[group] as unknown as Tree,
    lightThemeValues[group] as unknown as Tree,
    darkThemeValues[group] as unknown as Tree,
    [group],
  );
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Claro</th>
          <th scope="col">Escuro</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.path}>
            <th scope="row">
              <code>vars.{row.path}</code>
              <br />
              <small>
                <code>{row.variable}</code>
              </small>
            </th>
            <td>
              {group === 'color' ? swatch(row.light) : null}
              <code>{row.light}</code>
            </td>
            <td>
              {group === 'color' ? swatch(row.dark) : null}
              <code>{row.dark}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
