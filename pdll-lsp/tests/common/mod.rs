//! An LSP client for the tests: JSON-RPC messages to a server in this process (through
//! `lsp_server::Connection::memory`) or in a child process (over its stdio, framed with
//! `Content-Length` headers).

#![allow(dead_code)]

use std::collections::VecDeque;
use std::io::BufReader;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use lsp_server::{Connection, Message, Notification, Request, RequestId};
use serde_json::{json, Value};

/// How long a test waits for an answer.
pub const TIMEOUT: Duration = Duration::from_secs(30);

type SendFn = Box<dyn FnMut(Message)>;
type RecvFn = Box<dyn FnMut(Duration) -> Option<Message>>;

/// A client talking to one server.
pub struct Client {
    send: SendFn,
    recv: RecvFn,
    /// Notifications received while waiting for responses.
    pending: VecDeque<Notification>,
    next_id: i32,
    server: Option<JoinHandle<Result<(), String>>>,
    child: Option<Child>,
}

impl Client {
    /// A server in this process, on a thread.
    pub fn in_process(config: pdll_lsp::Config) -> Self {
        let (server, client) = Connection::memory();
        let handle =
            std::thread::spawn(move || pdll_lsp::run(&server, config).map_err(|e| e.to_string()));
        let Connection { sender, receiver } = client;
        Client {
            send: Box::new(move |m| sender.send(m).expect("server gone")),
            recv: Box::new(move |t| receiver.recv_timeout(t).ok()),
            pending: VecDeque::new(),
            next_id: 0,
            server: Some(handle),
            child: None,
        }
    }

    /// The `pdll-lsp` binary, as a child process.
    pub fn process(args: &[&str]) -> Self {
        let mut child = Command::new(env!("CARGO_BIN_EXE_pdll-lsp"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("pdll-lsp starts");
        let mut stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            while let Ok(Some(m)) = Message::read(&mut reader) {
                if tx.send(m).is_err() {
                    break;
                }
            }
        });
        Client {
            send: Box::new(move |m| m.write(&mut stdin).expect("write to pdll-lsp")),
            recv: Box::new(move |t| rx.recv_timeout(t).ok()),
            pending: VecDeque::new(),
            next_id: 0,
            server: None,
            child: Some(child),
        }
    }

    /// `initialize` (with `options` as `initializationOptions`), then `initialized`.
    pub fn initialize(&mut self, options: Value) -> Value {
        let result = self.request(
            "initialize",
            json!({"processId": null, "rootUri": null, "capabilities": {},
                   "initializationOptions": options}),
        );
        self.notify("initialized", json!({}));
        result
    }

    /// Sends a notification.
    pub fn notify(&mut self, method: &str, params: Value) {
        (self.send)(Notification::new(method.into(), params).into());
    }

    /// Sends a request and waits for its response: the result, or the error as
    /// `{"error": {...}}`.
    pub fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = RequestId::from(self.next_id);
        (self.send)(Request::new(id.clone(), method.into(), params).into());
        let deadline = Instant::now() + TIMEOUT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match (self.recv)(left) {
                Some(Message::Response(r)) if r.id == id => {
                    return match r.error {
                        Some(e) => json!({"error": {"code": e.code, "message": e.message}}),
                        None => r.result.unwrap_or(Value::Null),
                    };
                }
                Some(Message::Notification(n)) => self.pending.push_back(n),
                Some(_) => {}
                None => panic!("no response to `{method}` in {TIMEOUT:?}"),
            }
        }
    }

    /// Waits for the next `textDocument/publishDiagnostics` of `uri`: its parameters.
    pub fn diagnostics(&mut self, uri: &str) -> Value {
        let is_it = |n: &Notification| {
            n.method == "textDocument/publishDiagnostics" && n.params["uri"] == uri
        };
        if let Some(i) = self.pending.iter().position(is_it) {
            return self.pending.remove(i).unwrap().params;
        }
        let deadline = Instant::now() + TIMEOUT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match (self.recv)(left) {
                Some(Message::Notification(n)) if is_it(&n) => return n.params,
                Some(Message::Notification(n)) => self.pending.push_back(n),
                Some(_) => {}
                None => panic!("no diagnostics for {uri} in {TIMEOUT:?}"),
            }
        }
    }

    /// Opens a document.
    pub fn open(&mut self, uri: &str, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": uri, "languageId": "pdll", "version": 1, "text": text}}),
        );
    }

    /// A request at a position of a document.
    pub fn at(&mut self, method: &str, uri: &str, line: u32, character: u32) -> Value {
        self.request(
            method,
            json!({"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}),
        )
    }

    /// `shutdown` then `exit`; the server must end without error.
    pub fn shutdown(mut self) {
        assert_eq!(self.request("shutdown", Value::Null), Value::Null);
        self.notify("exit", Value::Null);
        if let Some(server) = self.server.take() {
            server
                .join()
                .expect("server thread")
                .expect("server ends cleanly");
        }
        if let Some(mut child) = self.child.take() {
            let deadline = Instant::now() + TIMEOUT;
            loop {
                if let Some(status) = child.try_wait().unwrap() {
                    assert!(status.success(), "pdll-lsp exited with {status}");
                    break;
                }
                assert!(Instant::now() < deadline, "pdll-lsp did not exit");
                std::thread::sleep(Duration::from_millis(20));
            }
        }
    }
}

/// Line and UTF-16 column of the `nth` occurrence of `needle` in `text` (plus `delta` bytes).
pub fn pos_of(text: &str, needle: &str, nth: usize, delta: usize) -> (u32, u32) {
    let offset = text
        .match_indices(needle)
        .nth(nth)
        .unwrap_or_else(|| panic!("no {needle:?} #{nth}"))
        .0
        + delta;
    let before = &text[..offset];
    let line = before.matches('\n').count();
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    let col: usize = before[start..].chars().map(char::len_utf16).sum();
    (line as u32, col as u32)
}
