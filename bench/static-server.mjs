// The limit: one HTML file served from memory by Node's http module (argv: file, port).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => console.log(`static server on ${port} (${body.length} bytes)`));
