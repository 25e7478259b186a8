//! Calls of `constexpr` functions in constant expressions (array bounds, template arguments,
//! `static_assert`): the body is run over integers, its parameters and locals bound as template
//! value parameters are, so each expression it evaluates is an ordinary constant expression
//! ([`Lowerer::const_eval`]).
//!
//! What runs: declarations of locals, assignments (compound too), increments, `if`, `while`,
//! `do`, `for`, `break`, `continue`, `return`, blocks. Anything else makes the call not a
//! constant (the caller reports that). An evaluation (the calls it makes included) is bounded
//! in steps, so a loop that never ends is not a constant either.

use super::*;

/// The most statements and loop conditions one outermost call, and the calls it makes, may run.
const MAX_STEPS: u32 = 1_000_000;

/// Where a statement leaves control.
enum Flow {
    Next,
    Return(i64),
    Break,
    Continue,
}

/// A call being run: its variables.
struct Frame {
    locals: HashMap<Rc<str>, i64>,
    ns: NsId,
}

impl Lowerer<'_> {
    /// The value of calling the `constexpr` function `body` (of namespace `ns`) with its
    /// parameters bound to `params`; `None` when it is not a constant.
    pub(super) fn run_constexpr(
        &mut self,
        body: &[Stmt],
        params: HashMap<Rc<str>, i64>,
        ns: NsId,
    ) -> Option<i64> {
        if self.constexpr_depth <= 1 {
            self.constexpr_steps = 0;
        }
        let mut frame = Frame { locals: params, ns };
        match self.run_stmts(&mut frame, body)? {
            Flow::Return(v) => Some(v),
            _ => None,
        }
    }

    fn run_stmts(&mut self, frame: &mut Frame, stmts: &[Stmt]) -> Option<Flow> {
        for s in stmts {
            match self.run_stmt(frame, s)? {
                Flow::Next => {}
                flow => return Some(flow),
            }
        }
        Some(Flow::Next)
    }

    /// Counts one step; `None` once the evaluation has run out of them.
    fn step(&mut self) -> Option<()> {
        self.constexpr_steps += 1;
        (self.constexpr_steps <= MAX_STEPS).then_some(())
    }

    fn run_stmt(&mut self, frame: &mut Frame, s: &Stmt) -> Option<Flow> {
        self.step()?;
        Some(match s {
            Stmt::Expr(e) => {
                self.eval_in(frame, e)?;
                Flow::Next
            }
            Stmt::Decl(vars) => {
                for v in vars {
                    let value = match &v.init {
                        Some(Expr {
                            kind:
                                ExprKind::InitList(items) | ExprKind::Construct(TypeExpr::Auto, items),
                            ..
                        }) => match items.as_slice() {
                            [] => 0,
                            [one] => self.eval_in(frame, one)?,
                            _ => return None,
                        },
                        Some(init) => self.eval_in(frame, init)?,
                        None => 0,
                    };
                    frame.locals.insert(v.name.clone(), value);
                }
                Flow::Next
            }
            Stmt::Block(stmts) => self.run_stmts(frame, stmts)?,
            Stmt::If {
                cond, then, els, ..
            } => {
                if self.condition_in(frame, cond)? {
                    self.run_stmt(frame, then)?
                } else if let Some(els) = els {
                    self.run_stmt(frame, els)?
                } else {
                    Flow::Next
                }
            }
            Stmt::While { cond, body, .. } => {
                while self.condition_in(frame, cond)? {
                    match self.run_stmt(frame, body)? {
                        Flow::Break => break,
                        Flow::Return(v) => return Some(Flow::Return(v)),
                        Flow::Next | Flow::Continue => {}
                    }
                }
                Flow::Next
            }
            Stmt::DoWhile { body, cond, .. } => {
                loop {
                    match self.run_stmt(frame, body)? {
                        Flow::Break => break,
                        Flow::Return(v) => return Some(Flow::Return(v)),
                        Flow::Next | Flow::Continue => {}
                    }
                    if self.eval_in(frame, cond)? == 0 {
                        break;
                    }
                }
                Flow::Next
            }
            Stmt::For {
                init,
                cond,
                step,
                body,
                ..
            } => {
                if let Some(init) = init {
                    self.run_stmt(frame, init)?;
                }
                loop {
                    if let Some(cond) = cond {
                        if !self.condition_in(frame, cond)? {
                            break;
                        }
                    }
                    match self.run_stmt(frame, body)? {
                        Flow::Break => break,
                        Flow::Return(v) => return Some(Flow::Return(v)),
                        Flow::Next | Flow::Continue => {}
                    }
                    if let Some(step) = step {
                        self.eval_in(frame, step)?;
                    }
                }
                Flow::Next
            }
            Stmt::Return(Some(e), _) => Flow::Return(self.eval_in(frame, e)?),
            Stmt::Break(_) => Flow::Break,
            Stmt::Continue(_) => Flow::Continue,
            Stmt::Empty | Stmt::Pragma(_) => Flow::Next,
            _ => return None,
        })
    }

    /// A condition: an expression or a declaration (`if (int k = f())`).
    fn condition_in(&mut self, frame: &mut Frame, cond: &Stmt) -> Option<bool> {
        self.step()?;
        match cond {
            Stmt::Expr(e) => Some(self.eval_in(frame, e)? != 0),
            Stmt::Decl(vars) if vars.len() == 1 => {
                self.run_stmt(frame, cond)?;
                Some(frame.locals.get(&vars[0].name).copied()? != 0)
            }
            _ => None,
        }
    }

    /// The value of `e` with the frame's variables, carrying out its assignments.
    fn eval_in(&mut self, frame: &mut Frame, e: &Expr) -> Option<i64> {
        let local = |e: &Expr| match &e.kind {
            ExprKind::Name(p) if p.segments.len() == 1 && !p.global => {
                Some(p.segments[0].name.clone())
            }
            _ => None,
        };
        match &e.kind {
            ExprKind::Assign(op, target, value) => {
                let name = local(target).filter(|n| frame.locals.contains_key(n))?;
                let v = self.eval_in(frame, value)?;
                let v = match op {
                    None => v,
                    Some(op) => {
                        let old = frame.locals[&name];
                        self.combine(*op, old, v, e.loc, frame.ns)?
                    }
                };
                frame.locals.insert(name, v);
                Some(v)
            }
            ExprKind::Unary(
                op @ (UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec),
                target,
            ) => {
                let name = local(target).filter(|n| frame.locals.contains_key(n))?;
                let old = frame.locals[&name];
                let new = match op {
                    UnaryOp::PreInc | UnaryOp::PostInc => old.wrapping_add(1),
                    _ => old.wrapping_sub(1),
                };
                frame.locals.insert(name, new);
                Some(match op {
                    UnaryOp::PreInc | UnaryOp::PreDec => new,
                    _ => old,
                })
            }
            ExprKind::Comma(a, b) => {
                self.eval_in(frame, a)?;
                self.eval_in(frame, b)
            }
            ExprKind::Binary(op @ (BinaryOp::LogAnd | BinaryOp::LogOr), a, b) => {
                let a = self.eval_in(frame, a)? != 0;
                if a == (*op == BinaryOp::LogOr) {
                    return Some(a as i64);
                }
                Some((self.eval_in(frame, b)? != 0) as i64)
            }
            ExprKind::Binary(op, a, b) => {
                let (a, b) = (self.eval_in(frame, a)?, self.eval_in(frame, b)?);
                self.combine(*op, a, b, e.loc, frame.ns)
            }
            ExprKind::Cond(c, a, b) => match self.eval_in(frame, c)? {
                0 => self.eval_in(frame, b),
                _ => self.eval_in(frame, a),
            },
            _ => {
                let env: TEnv = Rc::new(
                    frame
                        .locals
                        .iter()
                        .map(|(n, v)| (n.clone(), TArg::Value(*v)))
                        .collect(),
                );
                self.const_eval(e, &env, frame.ns)
            }
        }
    }

    /// `a op b` as a constant expression computes it.
    fn combine(&mut self, op: BinaryOp, a: i64, b: i64, loc: Loc, ns: NsId) -> Option<i64> {
        let literal = |v: i64| {
            Box::new(Expr {
                kind: ExprKind::Int {
                    value: v as u64,
                    suffix: "ll".into(),
                    decimal: true,
                },
                loc,
            })
        };
        let e = Expr {
            kind: ExprKind::Binary(op, literal(a), literal(b)),
            loc,
        };
        self.const_eval(&e, &Rc::new(HashMap::new()), ns)
    }
}
