//! The server loop: the LSP handshake, then requests and notifications until `shutdown`
//! and `exit`.

use std::collections::HashMap;
use std::error::Error;
use std::path::PathBuf;

use lsp_server::{Connection, ErrorCode, Message, Notification, Request, RequestId, Response};
use lsp_types::notification::{
    DidChangeTextDocument, DidCloseTextDocument, DidOpenTextDocument, DidSaveTextDocument,
    Notification as _, PublishDiagnostics,
};
use lsp_types::request::{
    Completion, DocumentSymbolRequest, GotoDefinition, HoverRequest, Request as _,
};
use lsp_types::{
    CompletionOptions, CompletionResponse, DocumentSymbolResponse, GotoDefinitionResponse,
    HoverProviderCapability, InitializeParams, OneOf, PublishDiagnosticsParams, ServerCapabilities,
    ServerInfo, TextDocumentPositionParams, TextDocumentSyncCapability, TextDocumentSyncKind,
    TextDocumentSyncOptions, TextDocumentSyncSaveOptions, Url,
};

use crate::document::Document;
use crate::features;
use crate::ops::OpCatalog;

/// An error of the connection (the protocol or the transport).
pub type ServerError = Box<dyn Error + Send + Sync>;

/// How the server reads documents.
#[derive(Clone, Debug, Default)]
pub struct Config {
    /// Directories `#include`s are looked up in (after the including file's own).
    pub include_dirs: Vec<PathBuf>,
}

/// What the server offers: full-text sync (and saves: a saved file may be included by the
/// open documents, which are read again), hover, definition, completion (triggered by `<`
/// and `.` too, for operation names), document symbols.
pub fn capabilities() -> ServerCapabilities {
    ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Options(
            TextDocumentSyncOptions {
                open_close: Some(true),
                change: Some(TextDocumentSyncKind::FULL),
                save: Some(TextDocumentSyncSaveOptions::Supported(true)),
                ..TextDocumentSyncOptions::default()
            },
        )),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        definition_provider: Some(OneOf::Left(true)),
        completion_provider: Some(CompletionOptions {
            trigger_characters: Some(vec!["<".into(), ".".into()]),
            ..CompletionOptions::default()
        }),
        document_symbol_provider: Some(OneOf::Left(true)),
        ..ServerCapabilities::default()
    }
}

/// Runs the server on `connection` until the client shuts it down: the `initialize`
/// handshake (its `initializationOptions` may give `{"includeDirs": [...]}`, added to
/// `config`'s), then the requests.
pub fn run(connection: &Connection, mut config: Config) -> Result<(), ServerError> {
    let (id, params) = connection.initialize_start()?;
    let params: InitializeParams = serde_json::from_value(params).unwrap_or_default();
    let dirs = params
        .initialization_options
        .as_ref()
        .and_then(|o| o.get("includeDirs"))
        .and_then(|d| d.as_array())
        .into_iter()
        .flatten()
        .filter_map(|d| d.as_str().map(PathBuf::from));
    config.include_dirs.extend(dirs);
    let result = serde_json::json!({
        "capabilities": capabilities(),
        "serverInfo": ServerInfo {
            name: "pdll-lsp".into(),
            version: Some(env!("CARGO_PKG_VERSION").into()),
        },
    });
    connection.initialize_finish(id, result)?;
    let mut server = Server {
        connection,
        config,
        docs: HashMap::new(),
        ops: OpCatalog::core(),
    };
    for msg in &connection.receiver {
        match msg {
            Message::Request(req) => {
                if connection.handle_shutdown(&req)? {
                    return Ok(());
                }
                server.request(req)?;
            }
            Message::Notification(n) => server.notification(n)?,
            Message::Response(_) => {}
        }
    }
    Ok(())
}

struct Server<'c> {
    connection: &'c Connection,
    config: Config,
    docs: HashMap<Url, Document>,
    ops: OpCatalog,
}

impl Server<'_> {
    fn send(&self, msg: impl Into<Message>) -> Result<(), ServerError> {
        self.connection.sender.send(msg.into())?;
        Ok(())
    }

    fn reply<R: serde::Serialize>(&self, id: RequestId, result: R) -> Result<(), ServerError> {
        self.send(Response::new_ok(id, result))
    }

    fn request(&mut self, req: Request) -> Result<(), ServerError> {
        let id = req.id.clone();
        let position = |req: Request| -> Option<TextDocumentPositionParams> {
            let params: serde_json::Value = req.params;
            serde_json::from_value(params).ok()
        };
        match req.method.as_str() {
            HoverRequest::METHOD | GotoDefinition::METHOD | Completion::METHOD => {
                let method = req.method.clone();
                let Some(p) = position(req) else {
                    return self.invalid(id);
                };
                let Some(doc) = self.docs.get(&p.text_document.uri) else {
                    return self.reply(id, serde_json::Value::Null);
                };
                match method.as_str() {
                    HoverRequest::METHOD => {
                        self.reply(id, features::hover(doc, &self.ops, p.position))
                    }
                    GotoDefinition::METHOD => self.reply(
                        id,
                        features::definition(doc, p.position).map(GotoDefinitionResponse::Scalar),
                    ),
                    _ => self.reply(
                        id,
                        CompletionResponse::Array(features::completion(doc, &self.ops, p.position)),
                    ),
                }
            }
            DocumentSymbolRequest::METHOD => {
                let Ok(p) = serde_json::from_value::<lsp_types::DocumentSymbolParams>(req.params)
                else {
                    return self.invalid(id);
                };
                let symbols = self
                    .docs
                    .get(&p.text_document.uri)
                    .map(|d| DocumentSymbolResponse::Nested(features::document_symbols(d)));
                self.reply(id, symbols)
            }
            _ => self.send(Response::new_err(
                id,
                ErrorCode::MethodNotFound as i32,
                format!("unsupported request `{}`", req.method),
            )),
        }
    }

    fn invalid(&self, id: RequestId) -> Result<(), ServerError> {
        self.send(Response::new_err(
            id,
            ErrorCode::InvalidParams as i32,
            "invalid parameters".into(),
        ))
    }

    fn notification(&mut self, n: Notification) -> Result<(), ServerError> {
        let dirs = &self.config.include_dirs;
        match n.method.as_str() {
            DidOpenTextDocument::METHOD => {
                let Ok(p) =
                    n.extract::<lsp_types::DidOpenTextDocumentParams>(DidOpenTextDocument::METHOD)
                else {
                    return Ok(());
                };
                let d = p.text_document;
                let doc = Document::new(d.uri.clone(), d.version, d.text, dirs);
                self.docs.insert(d.uri.clone(), doc);
                self.publish(&d.uri)
            }
            DidChangeTextDocument::METHOD => {
                let Ok(p) = n.extract::<lsp_types::DidChangeTextDocumentParams>(
                    DidChangeTextDocument::METHOD,
                ) else {
                    return Ok(());
                };
                let uri = p.text_document.uri;
                let (Some(doc), Some(change)) = (
                    self.docs.get_mut(&uri),
                    p.content_changes.into_iter().last(),
                ) else {
                    return Ok(());
                };
                doc.update(p.text_document.version, change.text, dirs);
                self.publish(&uri)
            }
            DidSaveTextDocument::METHOD => {
                // A saved file may be included by the others: read them all again.
                let uris: Vec<Url> = self.docs.keys().cloned().collect();
                for uri in uris {
                    if let Some(doc) = self.docs.get_mut(&uri) {
                        doc.refresh(&self.config.include_dirs);
                    }
                    self.publish(&uri)?;
                }
                Ok(())
            }
            DidCloseTextDocument::METHOD => {
                let Ok(p) = n
                    .extract::<lsp_types::DidCloseTextDocumentParams>(DidCloseTextDocument::METHOD)
                else {
                    return Ok(());
                };
                let uri = p.text_document.uri;
                self.docs.remove(&uri);
                self.send(Notification::new(
                    PublishDiagnostics::METHOD.into(),
                    PublishDiagnosticsParams::new(uri, Vec::new(), None),
                ))
            }
            _ => Ok(()),
        }
    }

    fn publish(&self, uri: &Url) -> Result<(), ServerError> {
        let Some(doc) = self.docs.get(uri) else {
            return Ok(());
        };
        let params =
            PublishDiagnosticsParams::new(uri.clone(), doc.diagnostics(), Some(doc.version));
        self.send(Notification::new(PublishDiagnostics::METHOD.into(), params))
    }
}
