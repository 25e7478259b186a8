//! The device image: the preprocessed device program as tokens with their locations.
//!
//! ```text
//! FERROCUDA-IMAGE 1
//! F <file name>                  one line per source file, in FileId order
//! <kind> <file> <line> <col> <flags> <text>   one line per token
//! ```
//! `kind` is one letter (`i`dent, `n`umber, `c`har, `s`tring, `p`unct, `g` pragma); `flags` has
//! bit 0 for space-before and bit 1 for line-start; the text has `\` and newlines escaped.

use crate::lex::{Token, TokenKind};
use crate::source::{FileId, Loc, SourceMap};
use std::fmt::Write;

const MAGIC: &str = "FERROCUDA-IMAGE 1";

pub fn encode(sm: &SourceMap, tokens: &[Token]) -> Vec<u8> {
    let mut out = String::new();
    out.push_str(MAGIC);
    out.push('\n');
    for (_, f) in sm.files() {
        let _ = writeln!(out, "F {}", escape(&f.name));
    }
    for t in tokens {
        let kind = match t.kind {
            TokenKind::Ident => 'i',
            TokenKind::Number => 'n',
            TokenKind::Char => 'c',
            TokenKind::Str => 's',
            TokenKind::Punct => 'p',
            TokenKind::Pragma => 'g',
            TokenKind::Eof => continue,
        };
        let flags = t.space_before as u8 | (t.line_start as u8) << 1;
        let _ = writeln!(
            out,
            "{kind} {} {} {} {flags} {}",
            t.loc.file.0,
            t.loc.line,
            t.loc.col,
            escape(&t.text)
        );
    }
    out.into_bytes()
}

pub fn decode(bytes: &[u8], sm: &mut SourceMap) -> Result<Vec<Token>, String> {
    let bad = |what: &str| format!("corrupt device image: {what}");
    let text = std::str::from_utf8(bytes).map_err(|_| bad("not UTF-8"))?;
    let mut lines = text.lines();
    if lines.next() != Some(MAGIC) {
        return Err(bad(
            "unknown format (was the program built by another ferrocuda version?)",
        ));
    }
    let mut tokens = Vec::new();
    let mut last = Loc::default();
    for line in lines {
        if let Some(name) = line.strip_prefix("F ") {
            let name = unescape(name);
            sm.add(name.clone(), name, b"");
            continue;
        }
        let mut parts = line.splitn(6, ' ');
        let mut field = || parts.next().ok_or_else(|| bad("short token line"));
        let kind = match field()? {
            "i" => TokenKind::Ident,
            "n" => TokenKind::Number,
            "c" => TokenKind::Char,
            "s" => TokenKind::Str,
            "p" => TokenKind::Punct,
            "g" => TokenKind::Pragma,
            _ => return Err(bad("unknown token kind")),
        };
        let num = |s: &str| s.parse::<u32>().map_err(|_| bad("bad number"));
        let file = num(field()?)?;
        let line_no = num(field()?)?;
        let col = num(field()?)?;
        let flags = num(field()?)?;
        let text = unescape(field().unwrap_or(""));
        let loc = Loc {
            file: FileId(file),
            line: line_no,
            col,
        };
        let mut t = Token::new(kind, text, loc);
        t.space_before = flags & 1 != 0;
        t.line_start = flags & 2 != 0;
        last = loc;
        tokens.push(t);
    }
    let mut eof = Token::new(TokenKind::Eof, "", last);
    eof.line_start = true;
    tokens.push(eof);
    Ok(tokens)
}

fn escape(s: &str) -> std::borrow::Cow<'_, str> {
    if !s.contains(['\\', '\n', '\r']) {
        return s.into();
    }
    s.replace('\\', "\\\\")
        .replace('\n', "\\n")
        .replace('\r', "\\r")
        .into()
}

fn unescape(s: &str) -> String {
    if !s.contains('\\') {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len());
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c == '\\' {
            match it.next() {
                Some('n') => out.push('\n'),
                Some('r') => out.push('\r'),
                Some(o) => out.push(o),
                None => out.push('\\'),
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Diagnostics;

    #[test]
    fn tokens_survive_the_round_trip() {
        let mut sm = SourceMap::new();
        let f = sm.add(
            "a b.cu",
            "a b.cu",
            b"int x = 1;\n  char* s = \"a\\\\b\\n\";  #pragma\n",
        );
        let toks = crate::lex::tokenize(&sm, f, &mut Diagnostics::new());
        let bytes = encode(&sm, &toks);
        let mut sm2 = SourceMap::new();
        let back = decode(&bytes, &mut sm2).unwrap();
        assert_eq!(back.len(), toks.len());
        // The end-of-input token carries no text; its location is the last token's.
        for (a, b) in toks.iter().zip(&back).take(toks.len() - 1) {
            assert_eq!(
                (a.kind, &a.text, a.loc, a.space_before, a.line_start),
                (b.kind, &b.text, b.loc, b.space_before, b.line_start)
            );
        }
        assert_eq!(sm2.file(f).name, "a b.cu");
        assert!(decode(b"garbage", &mut sm2).is_err());
    }
}
