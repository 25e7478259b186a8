//! Kernel launches: `f<<<grid, block[, shared[, stream]]>>>(args)`.
//!
//! The lexer splits `<<<` into `<<` `<` and `>>>` into `>>` `>`; a launch is recognized by the
//! two tokens following each other, spaced or not (`k << < 1, 4 >> > (d)`, as some editors
//! format launches), which `<<` and `<` never do in plain C++ (except after `operator`, as in
//! `operator<< <T>`, which is excluded). The rewrite pushes the configuration, then calls the
//! stub:
//!
//! ```text
//! (__ferrocudaPushConfiguration(g, b, (size_t)(s), (cudaStream_t)(st)), f(args))
//! ```
//!
//! nvcc writes `push(...) ? (void)0 : f(args)`, skipping the call where the push fails; ours
//! fails only on an internal error, after which the stub's launch finds no configuration and
//! says so (configurations are checked when the stub launches with them), and the branch
//! costs the host compiler a quarter of a million instructions per launch at `-O0`, measured
//! (an eighth of the cost of a small program's launch and its stub together).
//!
//! `__ferrocudaPushConfiguration` (the runtime header's) converts the grid and block to `dim3`
//! and calls `__cudaPushCallConfiguration`; doing it there instead of at each launch, as nvcc's
//! `dim3(g), dim3(b)` would, spares the host compiler code at every launch.
//!
//! The configuration expressions stay where they were; the callee moves after them, so a
//! launch keeps its line structure.

use super::edits::{one_line, Edits};
use super::tokens::Stream;

#[derive(Debug)]
pub struct Launch {
    /// First token of the callee expression.
    pub callee: usize,
    /// The `<<` of `<<<`.
    pub open: usize,
    /// The `>>` of `>>>`.
    pub close: usize,
    /// Token ranges (inclusive) of the configuration arguments.
    pub parts: Vec<(usize, usize)>,
    /// The `)` closing the kernel arguments.
    pub args_close: usize,
}

/// Keywords after which a parenthesized expression is not the argument list of a call.
const EXPR_KEYWORDS: &[&str] = &[
    "return",
    "case",
    "throw",
    "else",
    "do",
    "co_return",
    "co_await",
    "co_yield",
    "new",
    "delete",
    "sizeof",
    "if",
    "while",
    "for",
    "switch",
];

/// Finds every launch. A malformed one is reported as (token, message) and skipped.
pub fn find(s: &Stream, errors: &mut Vec<(usize, String)>) -> Vec<Launch> {
    let mut out = Vec::new();
    let mut i = 1;
    while i + 1 < s.len() {
        if is_opener(s, i) {
            match launch_at(s, i) {
                Ok(l) => out.push(l),
                Err(m) => errors.push((i, m)),
            }
        }
        i += 1;
    }
    out
}

fn launch_at(s: &Stream, open: usize) -> Result<Launch, String> {
    let callee = callee_start(s, open - 1)
        .ok_or_else(|| "cannot tell which kernel this '<<<' launches".to_string())?;
    let mut j = open + 2;
    let mut parts = Vec::new();
    let mut part_start = j;
    let close = loop {
        if j >= s.len() {
            return Err("'<<<' without a matching '>>>'".to_string());
        }
        match s.text(j) {
            "(" | "[" | "{" => match s.partner(j) {
                Some(c) => j = c,
                None => return Err("'<<<' without a matching '>>>'".to_string()),
            },
            ">>" if is_closer(s, j) => break j,
            // `Sum<1, 2>::value`: a template argument list, whose commas are not ours. A `<`
            // whose match would be the `>>>` itself is a comparison (`n < 32 ? n : 32`).
            "<" if s.is_ident(j - 1) => {
                if let Some(c) = s.angle_close(j) {
                    if !is_closer(s, c) {
                        j = c;
                    }
                }
            }
            "," => {
                parts.push((part_start, j));
                part_start = j + 1;
            }
            ";" | "}" | ")" | "]" => return Err("'<<<' without a matching '>>>'".to_string()),
            _ => {}
        }
        j += 1;
    };
    parts.push((part_start, close));
    if parts.iter().any(|&(a, b)| a == b) {
        return Err("empty argument in the execution configuration".to_string());
    }
    // Make the ranges inclusive of their last token.
    let parts: Vec<(usize, usize)> = parts.into_iter().map(|(a, b)| (a, b - 1)).collect();
    if parts.len() < 2 {
        return Err(
            "too few arguments in the execution configuration (expected grid and block)"
                .to_string(),
        );
    }
    if parts.len() > 4 {
        return Err("too many arguments in the execution configuration (at most 4)".to_string());
    }
    let lparen = close + 2;
    if !s.is(lparen, "(") {
        return Err("expected '(' with the kernel's arguments after '>>>'".to_string());
    }
    let args_close = s
        .partner(lparen)
        .ok_or_else(|| "unbalanced parentheses in the kernel's arguments".to_string())?;
    Ok(Launch {
        callee,
        open,
        close,
        parts,
        args_close,
    })
}

/// Whether the `>>` at `j` is the start of `>>>`.
/// Whether the `<<` at `i` begins a launch's `<<<`.
pub fn is_opener(s: &Stream, i: usize) -> bool {
    s.is(i, "<<") && s.is(i + 1, "<") && !(i > 0 && s.is(i - 1, "operator"))
}

fn is_closer(s: &Stream, j: usize) -> bool {
    s.is(j, ">>") && s.is(j + 1, ">")
}

/// The first token of the postfix expression that ends at `end`: `k`, `ns::k<T, 4>`, `(fp)`,
/// `obj.fp`, `table[i]`, `get()`.
fn callee_start(s: &Stream, end: usize) -> Option<usize> {
    let mut j = end;
    loop {
        let piece = if s.is(j, ")") || s.is(j, "]") {
            let o = s.partner(j)?;
            let before = o.checked_sub(1);
            let attached = before.is_some_and(|b| {
                (s.is_ident(b) && !EXPR_KEYWORDS.contains(&s.text(b)))
                    || s.is(b, ">")
                    || s.is(b, "]")
            });
            if attached {
                // A call or subscript of what precedes.
                j = o - 1;
                continue;
            }
            o
        } else if s.is(j, ">") || s.is(j, ">>") {
            let o = s.angle_open(j)?;
            if o == 0 || !s.is_ident(o - 1) {
                return None;
            }
            o - 1
        } else if s.is_ident(j) {
            j
        } else {
            return None;
        };
        let mut p = piece;
        // `ns::template k<T>`
        if p >= 2 && s.is(p - 1, "template") && matches!(s.text(p - 2), "::" | "." | "->") {
            p -= 1;
        }
        if p == 0 || !matches!(s.text(p - 1), "::" | "." | "->") {
            return Some(p);
        }
        let sep = p - 1;
        let joined = sep > 0 && (s.is_ident(sep - 1) || s.is(sep - 1, ">") || s.is(sep - 1, ")"));
        if !joined {
            // A leading `::`.
            return Some(sep);
        }
        j = sep - 1;
    }
}

/// Rewrites one launch.
pub fn rewrite(s: &Stream, src: &str, l: &Launch, edits: &mut Edits) {
    let t = &s.toks;
    let callee_text = one_line(&src[t[l.callee].start..t[l.open - 1].end]);
    edits.replace(
        src,
        t[l.callee].start,
        t[l.open + 1].end,
        "(__ferrocudaPushConfiguration(",
    );
    // Grid and block go as they are; the shared size and the stream are cast as nvcc casts them.
    const CASTS: [&str; 2] = ["(size_t)(", "(cudaStream_t)("];
    for (cast, &(a, b)) in CASTS.iter().zip(l.parts.iter().skip(2)) {
        edits.insert(t[a].start, *cast);
        edits.insert(t[b].end, ")");
    }
    let mut tail = String::from("), ");
    tail.push_str(&callee_text);
    edits.replace(src, t[l.close].start, t[l.close + 1].end, &tail);
    edits.insert(t[l.args_close].end, ")");
}
