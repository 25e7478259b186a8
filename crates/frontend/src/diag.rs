//! Diagnostics: `file:line:col: error: message`, the source line and a caret.
//!
//! Passes push into a [`Diagnostics`] and carry on where they can; the caller decides whether
//! the errors stop the build. Nothing in the front end reports an error by panicking.

use crate::source::{Loc, SourceMap};
use std::fmt::Write;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub loc: Option<Loc>,
    pub message: String,
}

impl Diagnostic {
    pub fn error(loc: Loc, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            loc: Some(loc),
            message: message.into(),
        }
    }
}

/// The most errors reported before the rest are dropped: a hostile input must not produce
/// unbounded output.
const MAX_ERRORS: usize = 100;

#[derive(Debug, Default)]
pub struct Diagnostics {
    pub items: Vec<Diagnostic>,
    errors: usize,
}

impl Diagnostics {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn error(&mut self, loc: Loc, message: impl Into<String>) {
        self.push(Severity::Error, Some(loc), message.into());
    }

    pub fn warning(&mut self, loc: Loc, message: impl Into<String>) {
        self.push(Severity::Warning, Some(loc), message.into());
    }

    pub fn note(&mut self, loc: Loc, message: impl Into<String>) {
        self.push(Severity::Note, Some(loc), message.into());
    }

    /// An error that belongs to no place in the source (a missing input file, say).
    pub fn error_global(&mut self, message: impl Into<String>) {
        self.push(Severity::Error, None, message.into());
    }

    fn push(&mut self, severity: Severity, loc: Option<Loc>, message: String) {
        if severity == Severity::Error {
            self.errors += 1;
            if self.errors > MAX_ERRORS {
                return;
            }
        }
        self.items.push(Diagnostic {
            severity,
            loc,
            message,
        });
    }

    /// A point to roll back to: overload resolution tries candidates and drops the errors of
    /// those it rejects.
    pub fn checkpoint(&self) -> (usize, usize) {
        (self.items.len(), self.errors)
    }

    pub fn rollback(&mut self, (items, errors): (usize, usize)) {
        self.items.truncate(items);
        self.errors = errors;
    }

    /// Rolls back to `cp`, returning what it drops.
    pub fn take_since(&mut self, cp: (usize, usize)) -> Vec<Diagnostic> {
        let dropped = self.items.split_off(cp.0.min(self.items.len()));
        self.errors = cp.1;
        dropped
    }

    /// Reports again diagnostics taken back earlier.
    pub fn replay(&mut self, items: Vec<Diagnostic>) {
        for d in items {
            self.push(d.severity, d.loc, d.message);
        }
    }

    pub fn has_errors(&self) -> bool {
        self.errors > 0
    }

    pub fn error_count(&self) -> usize {
        self.errors
    }

    /// Renders every diagnostic, rustc-like, in the order they were reported.
    pub fn render(&self, sm: &SourceMap) -> String {
        let mut out = String::new();
        // A template's instances report an error in its body once each: it is shown once (with
        // the notes that follow it).
        let mut shown = crate::collections::HashSet::default();
        let mut repeated = false;
        for d in &self.items {
            if d.severity != Severity::Note {
                repeated = !shown.insert((d.severity as u8, d.loc, d.message.as_str()));
            }
            if !repeated {
                render_one(&mut out, sm, d);
            }
        }
        if self.errors > MAX_ERRORS {
            let _ = writeln!(
                out,
                "error: too many errors ({} in all); stopping",
                self.errors
            );
        }
        out
    }
}

fn render_one(out: &mut String, sm: &SourceMap, d: &Diagnostic) {
    let kind = match d.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    };
    let Some(loc) = d.loc else {
        let _ = writeln!(out, "ferrocuda: {kind}: {}", d.message);
        return;
    };
    let file = sm.file(loc.file);
    let _ = writeln!(
        out,
        "{}:{}:{}: {kind}: {}",
        file.name, loc.line, loc.col, d.message
    );
    let line = file.line_text(loc.line);
    if !line.is_empty() {
        let gutter = loc.line.to_string();
        let pad = " ".repeat(gutter.len());
        let _ = writeln!(out, "{pad} |");
        let _ = writeln!(out, "{gutter} | {line}");
        // Keep tabs so that the caret lines up under the same column in a terminal.
        let lead: String = line
            .bytes()
            .take(loc.col.saturating_sub(1) as usize)
            .map(|b| if b == b'\t' { '\t' } else { ' ' })
            .collect();
        let _ = writeln!(out, "{pad} | {lead}^");
    }
}

/// The message for a name declared nowhere, as a type or as a value, in nvcc's words.
pub fn undefined_identifier(name: &str) -> String {
    format!("identifier \"{name}\" is undefined")
}
