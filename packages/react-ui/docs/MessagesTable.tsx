import { messages } from '../src/messages';

/** The default pt-BR copy of the primitives, key by key, read from the shipped `messages`. */
export function MessagesTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Chave</th>
          <th scope="col">Texto padrão</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(messages).flatMap(([group, values]) =>
          Object.entries(values).map(([key, text]) => (
            <tr key={`${group}.${key}`}>
              <th scope="row">
                <code>
                  {group}.{key}
                </code>
              </th>
              <td>{text}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}
