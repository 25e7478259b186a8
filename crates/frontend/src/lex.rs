//! The lexer: source text to preprocessing tokens.
//!
//! Tokens are preprocessing tokens in the C sense: numbers are kept as pp-numbers (the parser
//! classifies them) and keywords are identifiers (the parser knows which names are reserved in
//! which context). Line splices (`\` newline) are removed before tokens are formed, and every
//! token keeps the location of its first character in the original text.

use crate::diag::Diagnostics;
use crate::source::{FileId, Loc, SourceMap};
use std::cell::Cell;
use std::rc::Rc;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    Ident,
    /// A pp-number: `12`, `0x1fu`, `1.5e-3f`, `1e+`.
    Number,
    /// A character literal with its prefix and quotes: `'a'`, `L'\n'`.
    Char,
    /// A string literal with its prefix and quotes: `"x"`, `u8"y"`, `R"(z)"`.
    Str,
    Punct,
    /// A `#pragma` line the preprocessor keeps for the parser (`#pragma unroll 4`); the text is
    /// everything after `pragma`.
    Pragma,
    Eof,
}

#[derive(Clone, Debug)]
pub struct Token {
    pub kind: TokenKind,
    pub text: Rc<str>,
    pub loc: Loc,
    /// Whitespace (or a comment) came before this token on its line.
    pub space_before: bool,
    /// This token is the first of its line.
    pub line_start: bool,
    /// Macro names this token may no longer expand (the Prosser hide set); empty outside the
    /// preprocessor.
    pub hideset: Rc<[Rc<str>]>,
}

thread_local! {
    /// The empty hide set new tokens share: an `Rc` of an empty slice still allocates, and the
    /// front end makes a token for every word of the CUDA headers on every compile.
    static NO_HIDESET: Rc<[Rc<str>]> = Rc::from([]);
}

fn no_hideset() -> Rc<[Rc<str>]> {
    NO_HIDESET.with(Rc::clone)
}

impl Token {
    pub fn new(kind: TokenKind, text: impl Into<Rc<str>>, loc: Loc) -> Self {
        Token {
            kind,
            text: text.into(),
            loc,
            space_before: false,
            line_start: false,
            hideset: no_hideset(),
        }
    }

    pub fn is(&self, s: &str) -> bool {
        matches!(self.kind, TokenKind::Ident | TokenKind::Punct) && &*self.text == s
    }

    pub fn is_ident(&self) -> bool {
        self.kind == TokenKind::Ident
    }

    pub fn is_eof(&self) -> bool {
        self.kind == TokenKind::Eof
    }
}

/// Punctuators, longest first so that the first match is the longest one.
const PUNCTUATORS: &[&str] = &[
    "<<=", ">>=", "...", "->*", "<=>", "##", "::", "->", "++", "--", "<<", ">>", "<=", ">=", "==",
    "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", ".*", "#", "(", ")", "[",
    "]", "{", "}", ";", ",", ".", "?", ":", "+", "-", "*", "/", "%", "&", "|", "^", "~", "!", "=",
    "<", ">", "@", "$",
];

/// Characters of the text with splices removed, and where each came from.
struct Chars {
    chars: Vec<char>,
    /// Runs of characters whose columns go up by one per character, in order: a run starts at
    /// the start of the text, of each line, after each splice and after each character of more
    /// than one byte (columns count bytes). Keeping runs instead of a position per character
    /// spares the lexer two thirds of its memory traffic.
    runs: Vec<Run>,
    /// The run of the last position asked for.
    cursor: Cell<usize>,
}

#[derive(Clone, Copy)]
struct Run {
    start: usize,
    line: u32,
    col: u32,
}

impl Chars {
    /// Line and column of character `i`; one past the last character for `i` at the end.
    fn pos(&self, i: usize) -> (u32, u32) {
        if i >= self.chars.len() {
            return match self.chars.len() {
                0 => (1, 1),
                n => {
                    let (line, col) = self.pos(n - 1);
                    (line, col + 1)
                }
            };
        }
        // Tokens ask in order: step forward from the last answer, search only when going back.
        let mut k = self.cursor.get();
        if self.runs[k].start > i {
            k = self.runs.partition_point(|r| r.start <= i) - 1;
        }
        while self.runs.get(k + 1).is_some_and(|r| r.start <= i) {
            k += 1;
        }
        self.cursor.set(k);
        let r = self.runs[k];
        (r.line, r.col + (i - r.start) as u32)
    }
}

fn splice(text: &str) -> Chars {
    let mut chars = Vec::with_capacity(text.len());
    let mut runs = vec![Run {
        start: 0,
        line: 1,
        col: 1,
    }];
    let (mut line, mut col) = (1u32, 1u32);
    let mut it = text.chars().peekable();
    while let Some(c) = it.next() {
        if c == '\\' {
            // A backslash followed by optional spaces and a newline joins the lines.
            let mut look = it.clone();
            let mut skipped = 0;
            while matches!(look.peek(), Some(' ' | '\t' | '\r')) {
                look.next();
                skipped += 1;
            }
            if look.peek() == Some(&'\n') {
                for _ in 0..=skipped {
                    it.next();
                }
                line += 1;
                col = 1;
                runs.push(Run {
                    start: chars.len(),
                    line,
                    col,
                });
                continue;
            }
        }
        chars.push(c);
        if c == '\n' {
            line += 1;
            col = 1;
        } else if c.is_ascii() {
            col += 1;
            continue;
        } else {
            col += c.len_utf8() as u32;
        }
        runs.push(Run {
            start: chars.len(),
            line,
            col,
        });
    }
    Chars {
        chars,
        runs,
        cursor: Cell::new(0),
    }
}

fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || (!c.is_ascii() && c.is_alphabetic())
}

fn is_ident_continue(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || (!c.is_ascii() && c.is_alphanumeric())
}

/// Tokenizes one file. Errors (an unterminated comment or literal, a stray character, invalid
/// UTF-8) are reported and lexing goes on, so the result always ends with an `Eof` token.
pub fn tokenize(sm: &SourceMap, file: FileId, diags: &mut Diagnostics) -> Vec<Token> {
    let spliced = splice(&sm.file(file).text);
    let chars = &spliced.chars;
    let loc_at = |i: usize| {
        let (line, col) = spliced.pos(i);
        Loc { file, line, col }
    };
    let mut buf = String::new();
    let mut text_of = |a: usize, b: usize| -> Rc<str> {
        buf.clear();
        buf.extend(&chars[a..b]);
        Rc::from(buf.as_str())
    };
    let mut toks = Vec::new();
    let mut i = 0;
    let mut line_start = true;
    let mut space = false;
    let n = chars.len();
    while i < n {
        let c = chars[i];
        if c == '\n' {
            i += 1;
            line_start = true;
            space = false;
            continue;
        }
        if c == ' ' || c == '\t' || c == '\r' || c == '\x0c' || c == '\x0b' {
            i += 1;
            space = true;
            continue;
        }
        if c == '/' && chars.get(i + 1) == Some(&'/') {
            while i < n && chars[i] != '\n' {
                i += 1;
            }
            space = true;
            continue;
        }
        if c == '/' && chars.get(i + 1) == Some(&'*') {
            let start = i;
            i += 2;
            loop {
                if i + 1 >= n {
                    diags.error(loc_at(start), "unterminated comment");
                    i = n;
                    break;
                }
                if chars[i] == '*' && chars[i + 1] == '/' {
                    i += 2;
                    break;
                }
                i += 1;
            }
            space = true;
            continue;
        }
        let start = i;
        let kind;
        if c == '\u{FFFD}' {
            diags.error(loc_at(i), "invalid UTF-8 in source file");
            i += 1;
            continue;
        } else if c.is_ascii_digit()
            || (c == '.' && chars.get(i + 1).is_some_and(|d| d.is_ascii_digit()))
        {
            i += 1;
            while i < n {
                let d = chars[i];
                if matches!(d, 'e' | 'E' | 'p' | 'P') && matches!(chars.get(i + 1), Some('+' | '-'))
                {
                    i += 2;
                } else if d.is_ascii_alphanumeric() || d == '.' || d == '_' || d == '\'' {
                    i += 1;
                } else {
                    break;
                }
            }
            kind = TokenKind::Number;
        } else if let Some(end) = literal_with_prefix(chars, i) {
            let quote_at = end;
            kind = if chars[quote_at] == '\'' {
                TokenKind::Char
            } else {
                TokenKind::Str
            };
            let raw = chars[i..quote_at].last() == Some(&'R') && kind == TokenKind::Str;
            i = if raw {
                match raw_string_end(chars, quote_at) {
                    Some(e) => e,
                    None => {
                        diags.error(loc_at(start), "unterminated raw string literal");
                        n
                    }
                }
            } else {
                match quoted_end(chars, quote_at) {
                    Some(e) => e,
                    None => {
                        let what = if kind == TokenKind::Char {
                            "character constant"
                        } else {
                            "string literal"
                        };
                        diags.error(
                            loc_at(start),
                            format!(
                                "missing terminating {} character",
                                if kind == TokenKind::Char { '\'' } else { '"' }
                            ),
                        );
                        let _ = what;
                        let mut e = quote_at + 1;
                        while e < n && chars[e] != '\n' {
                            e += 1;
                        }
                        e
                    }
                }
            };
        } else if is_ident_start(c) {
            i += 1;
            while i < n && is_ident_continue(chars[i]) {
                i += 1;
            }
            kind = TokenKind::Ident;
        } else if let Some(p) = PUNCTUATORS.iter().find(|p| {
            u32::from(p.as_bytes()[0]) == u32::from(c)
                && p.chars()
                    .enumerate()
                    .all(|(k, pc)| chars.get(i + k) == Some(&pc))
        }) {
            i += p.chars().count();
            kind = TokenKind::Punct;
        } else {
            diags.error(
                loc_at(i),
                format!("stray '{}' in program", c.escape_default()),
            );
            i += 1;
            continue;
        }
        toks.push(Token {
            kind,
            text: text_of(start, i),
            loc: loc_at(start),
            space_before: space,
            line_start,
            hideset: no_hideset(),
        });
        line_start = false;
        space = false;
    }
    let mut eof = Token::new(TokenKind::Eof, "", loc_at(n));
    eof.line_start = true;
    toks.push(eof);
    toks
}

/// If a character or string literal (with an optional `L`, `u`, `U`, `u8` and `R` prefix) starts
/// at `i`, the index of its opening quote.
fn literal_with_prefix(chars: &[char], i: usize) -> Option<usize> {
    let mut j = i;
    for prefix in ["u8", "u", "U", "L"] {
        if prefix
            .chars()
            .enumerate()
            .all(|(k, pc)| chars.get(i + k) == Some(&pc))
        {
            j = i + prefix.len();
            break;
        }
    }
    if chars.get(j) == Some(&'R') && chars.get(j + 1) == Some(&'"') {
        return Some(j + 1);
    }
    match chars.get(j) {
        Some('"') | Some('\'') => Some(j),
        _ => None,
    }
}

/// The index just past the closing quote of the literal opened at `open`, if it closes on its line.
fn quoted_end(chars: &[char], open: usize) -> Option<usize> {
    let q = chars[open];
    let mut i = open + 1;
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 2,
            '\n' => return None,
            c if c == q => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

fn raw_string_end(chars: &[char], open: usize) -> Option<usize> {
    let mut i = open + 1;
    let mut delim = String::new();
    while i < chars.len() && chars[i] != '(' {
        if delim.len() > 16 || chars[i] == '\n' {
            return None;
        }
        delim.push(chars[i]);
        i += 1;
    }
    let close: Vec<char> = std::iter::once(')')
        .chain(delim.chars())
        .chain(std::iter::once('"'))
        .collect();
    while i < chars.len() {
        if chars[i..].starts_with(&close) {
            return Some(i + close.len());
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lex(src: &str) -> (Vec<String>, Diagnostics) {
        let mut sm = SourceMap::new();
        let f = sm.add("t.cu", "t.cu", src.as_bytes());
        let mut d = Diagnostics::new();
        let toks = tokenize(&sm, f, &mut d);
        (toks.iter().map(|t| t.text.to_string()).collect(), d)
    }

    #[test]
    fn punctuators_numbers_literals() {
        let (t, d) = lex("a<<=b->c ... 1.5e-3f 0x1Fu 'x' u8\"s\\\"\" R\"x(a)\")x\"");
        assert!(!d.has_errors());
        assert_eq!(
            t,
            [
                "a",
                "<<=",
                "b",
                "->",
                "c",
                "...",
                "1.5e-3f",
                "0x1Fu",
                "'x'",
                "u8\"s\\\"\"",
                "R\"x(a)\")x\"",
                ""
            ]
        );
    }

    #[test]
    fn splices_and_comments_keep_locations() {
        let mut sm = SourceMap::new();
        let f = sm.add("t.cu", "t.cu", b"int a = 1 \\\n + 2; /* c\n */ b");
        let mut d = Diagnostics::new();
        let toks = tokenize(&sm, f, &mut d);
        let b = toks.iter().find(|t| &*t.text == "b").unwrap();
        assert_eq!((b.loc.line, b.loc.col), (3, 5));
        let plus = toks.iter().find(|t| &*t.text == "+").unwrap();
        assert_eq!((plus.loc.line, plus.loc.col), (2, 2));
    }

    #[test]
    fn errors_do_not_stop_lexing() {
        let (t, d) = lex("a \"open\nb /* never closed");
        assert_eq!(d.error_count(), 2);
        assert!(t.contains(&"b".to_string()));
    }
}
