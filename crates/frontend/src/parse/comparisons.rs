//! Defaulted comparisons (C++20): `bool operator==(const S&) const = default;` and
//! `auto operator<=>(const S&) const = default;` (or their two-parameter friend forms) get the
//! bodies C++ defines, comparing the class's members in declaration order; a defaulted
//! `operator<=>` declares a defaulted `operator==` too where the class declares none.
//!
//! The bodies are written as tokens and parsed like any other body, once the whole class has
//! been read: the base class subobjects first, in declaration order (each named through a
//! member alias of the class, `__fc_base_K`, so that no written type needs spelling again),
//! then the members, an array member element by element.

use super::*;

/// What a defaulted comparison compares: a non-static data member (its name, and whether it
/// is an array), or the `K`th base class subobject.
enum Member {
    Field(Rc<str>, bool),
    Base(usize),
}

impl Parser {
    /// Gives the defaulted comparisons among `body`'s member functions and friends their
    /// bodies.
    pub(super) fn define_defaulted_comparisons(
        &mut self,
        body: &mut StructBody,
        bases: &[TypeExpr],
    ) {
        let is_comparison = |f: &FunctionDecl| {
            f.defaulted && matches!(&*f.name.last().name, "operator==" | "operator<=>")
        };
        let defaulted = body.methods.iter().any(|m| is_comparison(m))
            || body
                .items
                .iter()
                .any(|i| matches!(i, Item::Function(f) if is_comparison(f)));
        if !defaulted {
            return;
        }
        for (k, base) in bases.iter().enumerate() {
            let name: Rc<str> = format!("__fc_base_{k}").into();
            // (Known as a type to the bodies' parse, after the class's own scope has closed.)
            self.declare_type(&name);
            body.items.push(Item::Alias {
                name,
                ty: base.clone(),
                template: None,
                align: None,
                loc: Loc::default(),
            });
        }
        let members: Vec<Member> = (0..bases.len())
            .map(Member::Base)
            .chain(body.fields.iter().filter(|f| !f.is_static).filter_map(|f| {
                Some(Member::Field(
                    f.name.clone()?,
                    matches!(f.ty, TypeExpr::Array(..)),
                ))
            }))
            .collect();
        let declares_equality = body
            .methods
            .iter()
            .chain(body.items.iter().filter_map(|i| match i {
                Item::Function(f) => Some(f),
                _ => None,
            }))
            .any(|f| &*f.name.last().name == "operator==");
        // A defaulted `<=>` declares a defaulted `==` where the class declares none.
        let implicit_equality = |this: &mut Self, three_way: &FunctionDecl| {
            if &*three_way.name.last().name != "operator<=>" || declares_equality {
                return None;
            }
            let mut eq = three_way.clone();
            eq.name = Path::simple("operator==".into());
            eq.ret = TypeExpr::Builtin(Builtin::Bool);
            this.define_comparison(&mut eq, &members);
            Some(Rc::new(eq))
        };
        let mut equality = None;
        for m in body.methods.iter_mut().filter(|m| is_comparison(m)) {
            let m = Rc::make_mut(m);
            self.define_comparison(m, &members);
            equality = equality.or(implicit_equality(self, m));
        }
        body.methods.extend(equality);
        let mut friend_equality = None;
        for item in &mut body.items {
            if let Item::Function(f) = item {
                if is_comparison(f) {
                    let f = Rc::make_mut(f);
                    self.define_comparison(f, &members);
                    friend_equality = friend_equality.or(implicit_equality(self, f));
                }
            }
        }
        body.items.extend(friend_equality.map(Item::Function));
    }

    /// The body of the defaulted comparison `f` over `members`.
    fn define_comparison(&mut self, f: &mut FunctionDecl, members: &[Member]) {
        // A member compares `*this` with its parameter, a friend its two parameters.
        let (lhs, rhs) = match f.params.len() {
            1 => ("( * this )".to_string(), Self::comparison_operand(f, 0)),
            2 => (
                Self::comparison_operand(f, 0),
                Self::comparison_operand(f, 1),
            ),
            _ => return,
        };
        // The operands' parts: a base subobject, a member, an array member's element.
        let part = |object: &str, m: &Member| match m {
            Member::Base(k) => format!("static_cast < const __fc_base_{k} & > ( {object} )"),
            Member::Field(name, false) => format!("{object} . {name}"),
            Member::Field(name, true) => format!("{object} . {name} [ __i ]"),
        };
        let each_element = |m: &Member| {
            match m {
            Member::Field(name, true) => format!(
                "for ( unsigned long __i = 0 ; __i < sizeof ( {lhs} . {name} ) / sizeof ( {lhs} . {name} [ 0 ] ) ; ++ __i ) "
            ),
            _ => String::new(),
        }
        };
        // Of a declared category, each part is compared by its `<=>`, else through its `==`
        // and `<` (the category named as the function's own result type).
        let compare = match (&f.ret, f.params.len()) {
            (TypeExpr::Auto, _) => None,
            (_, 1) => Some(format!("decltype ( this -> operator <=> ( {rhs} ) )")),
            _ => Some(format!("decltype ( operator <=> ( {lhs} , {rhs} ) )")),
        }
        .map(|category| format!(":: std :: __fc_synth_three_way < {category} >"));
        // `auto`: the common category of the parts' orders.
        if &*f.name.last().name == "operator<=>" && f.ret == TypeExpr::Auto {
            let orders: Vec<String> = members
                .iter()
                .map(|m| {
                    let e = part(&rhs, m).replace("__i", "0");
                    format!("decltype ( {e} <=> {e} )")
                })
                .collect();
            let text = format!(
                ":: std :: common_comparison_category_t < {} >",
                orders.join(" , ")
            );
            let errors = self.errors.len();
            match self.parse_synthesized(&text, f.loc, |p| p.type_name()) {
                Some(ty) => f.ret = ty,
                None => {
                    // `std`'s ordering categories are undeclared: say so, not what the
                    // synthesized type's tokens met.
                    self.errors.truncate(errors);
                    let _: PResult<()> = self.err(
                        f.loc,
                        "a defaulted '<=>' needs the declarations of <compare>",
                    );
                    return;
                }
            }
        }
        let mut text = String::from("{ ");
        for m in members {
            let (a, b, each) = (part(&lhs, m), part(&rhs, m), each_element(m));
            let order = match &compare {
                Some(compare) => format!("{compare} ( {a} , {b} )"),
                None => format!("{a} <=> {b}"),
            };
            text.push_str(&match &*f.name.last().name {
                "operator==" => format!("{each}if ( ! ( {a} == {b} ) ) return false ; "),
                _ => {
                    format!("{each}if ( auto __order = {order} ; __order != 0 ) return __order ; ")
                }
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
                    digraph: false,
                    painted: false,
                }
            })
            .collect();
        tokens.push(Token {
            kind: TokenKind::Eof,
            text: "".into(),
            ..tokens[0].clone()
        });
        // What is known of positions in the file's tokens is not of these.
        let brackets = crate::extended_lambda::pair_brackets(&tokens);
        let brackets = std::mem::replace(&mut self.brackets, brackets);
        let failed = std::mem::take(&mut self.failed_template_args);
        let unreferenced = std::mem::take(&mut self.unreferenced);
        let toks = std::mem::replace(&mut self.toks, tokens);
        let pos = std::mem::replace(&mut self.pos, 0);
        let parsed = parse(self);
        self.toks = toks;
        self.pos = pos;
        self.brackets = brackets;
        self.failed_template_args = failed;
        self.unreferenced = unreferenced;
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
