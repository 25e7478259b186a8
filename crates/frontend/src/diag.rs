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

#[derive(Clone, Debug, PartialEq)]
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
    /// The indices in `items` of errors that no rollback takes back (see
    /// [`Diagnostics::lasting_error`]).
    lasting: Vec<usize>,
    /// How many times a lasting error was reported, repeats included.
    lasting_reports: usize,
}

impl Diagnostics {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn error(&mut self, loc: Loc, message: impl Into<String>) {
        self.push(Severity::Error, Some(loc), message.into());
    }

    /// A warning, once for a place: code that is lowered again (the instances of a template,
    /// an initializer both computed and lowered) does not repeat it.
    pub fn warning(&mut self, loc: Loc, message: impl Into<String>) {
        let message = message.into();
        let repeated = self
            .items
            .iter()
            .any(|d| d.severity == Severity::Warning && d.loc == Some(loc) && d.message == message);
        if !repeated {
            self.push(Severity::Warning, Some(loc), message);
        }
    }

    pub fn note(&mut self, loc: Loc, message: impl Into<String>) {
        self.push(Severity::Note, Some(loc), message.into());
    }

    /// An error that stands whatever the code that reported it was trying (no rollback takes
    /// it back), reported once: a template that instantiates itself without end fails every
    /// attempt to use it, whose own errors would otherwise be all that is shown.
    pub fn lasting_error(&mut self, loc: Loc, message: impl Into<String>) {
        let message = message.into();
        self.lasting_reports += 1;
        let reported = self.lasting.iter().any(|&i| {
            let d = &self.items[i];
            d.loc == Some(loc) && d.message == message
        });
        if reported {
            // (Counted, so that the code that reported it sees an error.)
            self.errors += 1;
            return;
        }
        let before = self.items.len();
        self.error(loc, message);
        if self.items.len() > before {
            self.lasting.push(before);
        }
    }

    /// Makes every diagnostic reported since `cp` lasting: no rollback takes it back. The
    /// errors of a function body lowered while something else is tried (a constant evaluation
    /// that lowers the functions waiting to be, in an overload's trial) are the body's.
    pub fn make_lasting_since(&mut self, (items, _): (usize, usize)) {
        for i in items..self.items.len() {
            if !self.lasting.contains(&i) {
                self.lasting.push(i);
            }
        }
    }

    /// A count that grows with each lasting error reported: an error that follows one (a
    /// name the failed instantiation would have defined) adds nothing and is left out.
    pub fn lasting_reports(&self) -> usize {
        self.lasting_reports
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

    pub fn rollback(&mut self, cp: (usize, usize)) {
        self.take_since(cp);
    }

    /// Rolls back to `cp`, returning what it drops (all but the lasting errors since, which
    /// stay, after what it keeps).
    pub fn take_since(&mut self, (items, errors): (usize, usize)) -> Vec<Diagnostic> {
        let start = items.min(self.items.len());
        let since = self.items.split_off(start);
        self.errors = errors;
        let mut dropped = Vec::with_capacity(since.len());
        for (i, d) in since.into_iter().enumerate() {
            match self.lasting.iter_mut().find(|at| **at == start + i) {
                Some(at) => {
                    *at = self.items.len();
                    if d.severity == Severity::Error {
                        self.errors += 1;
                    }
                    self.items.push(d);
                }
                None => dropped.push(d),
            }
        }
        dropped
    }

    /// Reports again diagnostics taken back earlier.
    pub fn replay(&mut self, items: Vec<Diagnostic>) {
        for d in items {
            self.push(d.severity, d.loc, d.message);
        }
    }

    /// Makes every warning an error (`-Werror all-warnings`).
    pub fn promote_warnings(&mut self) {
        self.promote_warnings_where(|_| true);
    }

    /// Reports the warnings whose message `which` accepts as errors.
    pub fn promote_warnings_where(&mut self, which: impl Fn(&str) -> bool) {
        for d in &mut self.items {
            if d.severity == Severity::Warning && which(&d.message) {
                d.severity = Severity::Error;
                self.errors += 1;
            }
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
    // (Numbered as `#line` presents it; the text is the file's own.)
    let (name, number) = file.presumed(loc.line);
    let _ = writeln!(out, "{name}:{number}:{}: {kind}: {}", loc.col, d.message);
    let line = file.line_text(loc.line);
    if !line.is_empty() {
        let gutter = number.to_string();
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

/// The message for a name declared nowhere, as a type or as a value, in nvcc's words (a
/// user-defined literal's operator, `"abc"_k` calling `operator""_k`, has its own).
pub fn undefined_identifier(name: &str) -> String {
    match name.starts_with("operator\"\"") {
        true => "user-defined literal operator not found".to_string(),
        false => format!("identifier \"{name}\" is undefined"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lasting_errors_survive_rollbacks_and_are_reported_once() {
        let mut d = Diagnostics::new();
        let at = |line| Loc {
            line,
            ..Loc::default()
        };
        d.error(at(1), "kept");
        let outer = d.checkpoint();
        d.error(at(2), "tried");
        let inner = d.checkpoint();
        d.lasting_error(at(3), "recursion");
        d.error(at(4), "follows");
        d.rollback(inner);
        d.lasting_error(at(3), "recursion");
        d.rollback(outer);
        let messages: Vec<&str> = d.items.iter().map(|i| i.message.as_str()).collect();
        assert_eq!(messages, ["kept", "recursion"]);
        assert_eq!(d.error_count(), 2);
        assert_eq!(d.lasting_reports(), 2);
    }
}
