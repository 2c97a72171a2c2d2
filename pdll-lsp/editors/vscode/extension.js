// The VS Code client of pdll-lsp: starts the server over stdio for `.pdll` files.
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const config = vscode.workspace.getConfiguration('pdll');
  const command = config.get('server.path', 'pdll-lsp');
  const serverOptions = { command, transport: TransportKind.stdio };
  const clientOptions = {
    documentSelector: [{ scheme: 'file', language: 'pdll' }],
    initializationOptions: { includeDirs: config.get('includeDirs', []) },
  };
  client = new LanguageClient('pdll-lsp', 'PDLL language server', serverOptions, clientOptions);
  client.start();
  context.subscriptions.push({ dispose: () => client && client.stop() });
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
