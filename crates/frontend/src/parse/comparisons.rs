//! Defaulted comparisons (C++20): `bool operator==(const S&) const = default;` and
//! `auto operator<=>(const S&) const = default;` (or their two-parameter friend forms) get the
//! bodies C++ defines, comparing the class's members in declaration order; a defaulted
//! `operator<=>` declares a defaulted `operator==` too where the class declares none.
//!
//! The bodies are written as tokens and parsed like any other body, once the whole class has
//! been read. (Base classes are not compared: see GAPS.md.)

use super::*;

impl Parser {
    /// Gives the defaulted comparisons among `body`'s member functions and friends their
    /// bodies.
    pub(super) fn define_defaulted_comparisons(&mut self, body: &mut StructBody) {
        let members: Vec<Rc<str>> = body
            .fields
            .iter()
            .filter(|f| !f.is_static)
            .filter_map(|f| f.name.clone())
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
    fn define_comparison(&mut self, f: &mut FunctionDecl, members: &[Rc<str>]) {
        // A member compares `*this` with its parameter, a friend its two parameters.
        let (lhs, rhs) = match f.params.len() {
            1 => (String::new(), Self::comparison_operand(f, 0)),
            2 => (
                format!("{} .", Self::comparison_operand(f, 0)),
                Self::comparison_operand(f, 1),
            ),
            _ => return,
        };
        // `auto`: the common category of the members' orders.
        if &*f.name.last().name == "operator<=>" && f.ret == TypeExpr::Auto {
            let orders: Vec<String> = members
                .iter()
                .map(|m| format!("decltype ( {rhs} . {m} <=> {rhs} . {m} )"))
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
        if &*f.name.last().name == "operator==" {
            text.push_str("return true");
            for m in members {
                text.push_str(&format!(" && {lhs} {m} == {rhs} . {m}"));
            }
            text.push_str(" ; }");
        } else {
            let (last, rest) = match members.split_last() {
                Some((last, rest)) => (Some(last), rest),
                None => (None, members),
            };
            for m in rest {
                text.push_str(&format!(
                    "if ( auto __order = {lhs} {m} <=> {rhs} . {m} ; __order != 0 ) return __order ; "
                ));
            }
            match last {
                Some(m) => text.push_str(&format!("return {lhs} {m} <=> {rhs} . {m} ; }}")),
                None => text.push_str("return :: std :: strong_ordering :: equal ; }"),
            }
        }
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
