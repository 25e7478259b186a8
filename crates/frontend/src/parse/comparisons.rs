//! Defaulted comparisons (C++20): `bool operator==(const S&) const = default;` and
//! `auto operator<=>(const S&) const = default;` (or their two-parameter friend forms) get the
//! bodies C++ defines, comparing the class's members in declaration order; a defaulted
//! `operator<=>` declares a defaulted `operator==` too where the class declares none.
//!
//! The bodies are written as tokens and parsed like any other body, once the whole class has
//! been read; an array member is compared element by element. (Base classes are not compared:
//! see GAPS.md.)

use super::*;

/// A non-static data member a defaulted comparison compares: its name, and whether it is an
/// array.
type Member = (Rc<str>, bool);

impl Parser {
    /// Gives the defaulted comparisons among `body`'s member functions and friends their
    /// bodies.
    pub(super) fn define_defaulted_comparisons(&mut self, body: &mut StructBody) {
        let members: Vec<Member> = body
            .fields
            .iter()
            .filter(|f| !f.is_static)
            .filter_map(|f| Some((f.name.clone()?, matches!(f.ty, TypeExpr::Array(..)))))
            .collect();
        let is_comparison = |f: &FunctionDecl| {
            f.defaulted && matches!(&*f.name.last().name, "operator==" | "operator<=>")
        };
        let declares_equality = body
            .methods
            .iter()
            .chain(body.items.iter().filter_map(|i| match i {
                Item::Function(f) => Some(f),
                _ => None,
            }))
            .any(|f| &*f.name.last().name == "operator==");
        let mut implicit_equality = None;
        for m in body.methods.iter_mut().filter(|m| is_comparison(m)) {
            let m = Rc::make_mut(m);
            self.define_comparison(m, &members);
            if &*m.name.last().name == "operator<=>" && !declares_equality {
                let mut eq = m.clone();
                eq.name = Path::simple("operator==".into());
                eq.ret = TypeExpr::Builtin(Builtin::Bool);
                self.define_comparison(&mut eq, &members);
                implicit_equality = Some(Rc::new(eq));
            }
        }
        body.methods.extend(implicit_equality);
        for item in &mut body.items {
            if let Item::Function(f) = item {
                if is_comparison(f) {
                    self.define_comparison(Rc::make_mut(f), &members);
                }
            }
        }
    }

    /// The body of the defaulted comparison `f` over `members`.
    fn define_comparison(&mut self, f: &mut FunctionDecl, members: &[Member]) {
        // A member compares `*this` with its parameter, a friend its two parameters.
        let (lhs, rhs) = match f.params.len() {
            1 => (String::new(), Self::comparison_operand(f, 0)),
            2 => (
                format!("{} .", Self::comparison_operand(f, 0)),
                Self::comparison_operand(f, 1),
            ),
            _ => return,
        };
        // An array member is compared element by element.
        let element = |m: &Member| match m.1 {
            true => format!("{} [ __i ]", m.0),
            false => m.0.to_string(),
        };
        let each_element = |m: &Member| {
            match m.1 {
            true => format!(
                "for ( unsigned long __i = 0 ; __i < sizeof ( {lhs} {0} ) / sizeof ( {lhs} {0} [ 0 ] ) ; ++ __i ) ",
                m.0
            ),
            false => String::new(),
        }
        };
        // `auto`: the common category of the members' orders.
        if &*f.name.last().name == "operator<=>" && f.ret == TypeExpr::Auto {
            let orders: Vec<String> = members
                .iter()
                .map(|m| {
                    let e = element(m).replace("__i", "0");
                    format!("decltype ( {rhs} . {e} <=> {rhs} . {e} )")
                })
                .collect();
            let text = format!(
                ":: std :: common_comparison_category_t < {} >",
                orders.join(" , ")
            );
            if let Some(ty) = self.parse_synthesized(&text, f.loc, |p| p.type_name()) {
                f.ret = ty;
            }
        }
        let mut text = String::from("{ ");
        for m in members {
            let (e, each) = (element(m), each_element(m));
            text.push_str(&match &*f.name.last().name {
                "operator==" => format!("{each}if ( ! ( {lhs} {e} == {rhs} . {e} ) ) return false ; "),
                _ => format!(
                    "{each}if ( auto __order = {lhs} {e} <=> {rhs} . {e} ; __order != 0 ) return __order ; "
                ),
            });
        }
        text.push_str(match &*f.name.last().name {
            "operator==" => "return true ; }",
            _ => "return :: std :: strong_ordering :: equal ; }",
        });
        if let Some(stmts) = self.parse_synthesized(&text, f.loc, |p| p.compound()) {
            f.body = Some(Rc::new(stmts));
            // Like every implicitly defined member, usable on both sides.
            f.cuda.device = true;
            f.cuda.host = true;
            f.host_body = false;
        }
    }

    /// `parse` run over `text`, tokens separated by spaces, as if written at `loc`.
    fn parse_synthesized<T>(
        &mut self,
        text: &str,
        loc: Loc,
        parse: impl FnOnce(&mut Self) -> PResult<T>,
    ) -> Option<T> {
        let mut tokens: Vec<Token> = text
            .split_whitespace()
            .map(|word| {
                let first = word.chars().next().unwrap_or(' ');
                let kind = if first.is_ascii_digit() {
                    TokenKind::Number
                } else if first.is_alphanumeric() || first == '_' {
                    TokenKind::Ident
                } else {
                    TokenKind::Punct
                };
                Token {
                    kind,
                    text: word.into(),
                    loc,
                    space_before: true,
                    line_start: false,
                    hideset: Rc::from(Vec::new()),
                }
            })
            .collect();
        tokens.push(Token {
            kind: TokenKind::Eof,
            text: "".into(),
            ..tokens[0].clone()
        });
        let toks = std::mem::replace(&mut self.toks, tokens);
        let pos = std::mem::replace(&mut self.pos, 0);
        let parsed = parse(self);
        self.toks = toks;
        self.pos = pos;
        parsed.ok()
    }

    /// The name of the parameter `i` of the comparison `f`, given one where it has none.
    fn comparison_operand(f: &mut FunctionDecl, i: usize) -> String {
        let p = &mut f.params[i];
        p.name
            .get_or_insert_with(|| format!("__operand{i}").into())
            .to_string()
    }
}
