//! Host-pass errors, rendered as the front end renders its own: the user's file, line and
//! column, then the source line with a caret.
//!
//! The stream is the preprocessor's output, whose lines are the user's lines but whose columns
//! are not: the preprocessor collapses runs of blanks and expands macros. So the column comes
//! from the source file itself, by matching the tokens of the line before (or after) the
//! error's token; only when the file cannot be read, or the line does not match, is the
//! preprocessed text shown instead.

use super::tokens::Stream;
use ferrocuda_frontend::diag::Diagnostics;
use ferrocuda_frontend::lex::{tokenize, Token, TokenKind};
use ferrocuda_frontend::source::{FileId, Loc, SourceMap};
use std::collections::HashMap;

/// Renders `errors` (token, message) of `s`, in order.
pub fn render(s: &Stream, src: &str, errors: &[&(usize, String)], main: &str) -> String {
    let mut sm = SourceMap::new();
    let mut sources: HashMap<String, Option<(FileId, Vec<Token>)>> = HashMap::new();
    let mut diags = Diagnostics::new();
    for (t, msg) in errors {
        let start = s.toks[*t].start;
        let (file, line, pre_col) = s.location(start, main);
        let source = sources.entry(file.clone()).or_insert_with(|| {
            let bytes = std::fs::read(&file).ok()?;
            let id = sm.add(file.clone(), &file, &bytes);
            let toks = tokenize(&sm, id, &mut Diagnostics::new());
            Some((id, toks))
        });
        let loc = source
            .as_ref()
            .and_then(|(id, toks)| {
                let col = source_column(s, *t, toks, line as u32)?;
                Some(Loc {
                    file: *id,
                    line: line as u32,
                    col,
                })
            })
            .unwrap_or_else(|| {
                // The preprocessed line stands in for the source line, at its own line number.
                let li = s.line_index(start);
                let end = s.line_starts.get(li + 1).copied().unwrap_or(src.len());
                let text = &src[s.line_starts[li]..end];
                let padded = format!("{}{text}", "\n".repeat(line.saturating_sub(1)));
                Loc {
                    file: sm.add(file.clone(), &file, padded.as_bytes()),
                    line: line as u32,
                    col: pre_col as u32,
                }
            });
        diags.error(loc, msg.clone());
    }
    diags.render(&sm)
}

/// The column in the source file of token `t`, whose line there is `line`: the source line's
/// tokens must match the preprocessed line's, one for one or before `t`, or from `t` to the
/// end of the line.
fn source_column(s: &Stream, t: usize, source: &[Token], line: u32) -> Option<u32> {
    let li = s.line_index(s.toks[t].start);
    let first = (0..=t)
        .rev()
        .take_while(|&k| s.line_index(s.toks[k].start) == li)
        .last()?;
    let last = (t..s.len())
        .take_while(|&k| s.line_index(s.toks[k].start) == li)
        .last()?;
    let from = source.partition_point(|x| x.loc.line < line);
    let to = source.partition_point(|x| x.loc.line <= line);
    let src = &source[from..to];
    let same = |k: usize, x: &Token| *x.text == *s.toks[k].text;
    // Token `t` itself may come from a macro, whose name then stands where it begins; so may
    // other tokens of a line that expands each macro into one token (`N` into `256`).
    let before = t - first;
    let one_for_one = src.len() == last - first + 1
        && (first..=last)
            .zip(src)
            .all(|(k, x)| same(k, x) || x.kind == TokenKind::Ident);
    if one_for_one || (src.len() > before && (first..t).zip(src).all(|(k, x)| same(k, x))) {
        return Some(src[before].loc.col);
    }
    let after = last - t + 1;
    let tail = src.len().checked_sub(after)?;
    (t..=last)
        .zip(&src[tail..])
        .all(|(k, x)| same(k, x))
        .then(|| src[tail].loc.col)
}
