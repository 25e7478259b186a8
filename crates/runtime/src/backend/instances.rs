//! Templated kernels instantiated on first launch, the same way on every backend.
//!
//! A loaded image starts as the module of its non-template kernels. When a launch names a
//! template instance (`(name, host template arguments)`), the front end's session for the image
//! (which keeps it parsed and lowered) adds the instance, and the backend builds an extended
//! module from the result that keeps the old one's variables (addresses and contents). Launches
//! in flight keep the module they started with.

use super::KernelError;
use ferrocuda_frontend::compile::ImageSession;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, RwLock};

/// The device image → IR step: the module of the image's non-template kernels and variables,
/// and the session that adds instances to it. The one place that names the front end's entry
/// point.
pub fn lower_image(image: &[u8]) -> Result<(ferrocuda_ir::Module, ImageSession), String> {
    let (session, module) = ImageSession::start(image)?;
    Ok((module, session))
}

pub struct Instances<M> {
    image: Vec<u8>,
    state: RwLock<State<M>>,
    /// Kernels and instances that failed to compile or instantiate, with the reason.
    failed: Mutex<HashMap<String, String>>,
}

struct State<M> {
    module: Arc<M>,
    /// Every `(name, template arguments)` instantiated so far, in order.
    requested: Vec<(String, String)>,
    /// `(name, template arguments)` → the instance's kernel name in the module.
    names: HashMap<(String, String), String>,
    /// The front end's session, whose lowering holds exactly `requested`; `None` after a
    /// failure, until the next request starts a new one.
    session: Option<ImageSession>,
}

impl<M> Instances<M> {
    pub fn new(image: &[u8], session: ImageSession, module: M) -> Self {
        Instances {
            image: image.to_vec(),
            state: RwLock::new(State {
                module: Arc::new(module),
                requested: Vec::new(),
                names: HashMap::new(),
                session: Some(session),
            }),
            failed: Mutex::new(HashMap::new()),
        }
    }

    /// The current module.
    pub fn current(&self) -> Arc<M> {
        self.state
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .module
            .clone()
    }

    /// The reason `kernel` failed before, if it did.
    pub fn failure(&self, kernel: &str) -> Option<String> {
        self.failed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(kernel)
            .cloned()
    }

    pub fn record_failure(&self, kernel: &str, message: &str) {
        self.failed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(kernel.to_string(), message.to_string());
    }

    /// The module holding kernel `name` (instantiated for `template_args`) and its name there;
    /// `extend` builds the module of a larger program from the current one.
    pub fn resolve(
        &self,
        name: &str,
        template_args: Option<&str>,
        extend: impl FnOnce(ferrocuda_ir::Module, &M) -> Result<M, String>,
    ) -> Result<(Arc<M>, String), KernelError> {
        let Some(targs) = template_args else {
            return Ok((self.current(), name.to_string()));
        };
        let key = (name.to_string(), targs.to_string());
        if let Some(n) = self
            .state
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .names
            .get(&key)
        {
            return Ok((self.current(), n.clone()));
        }
        let failed_key = format!("{name}<{targs}>");
        if let Some(msg) = self.failure(&failed_key) {
            return Err(KernelError::Compile(msg));
        }
        let mut st = self.state.write().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = st.names.get(&key) {
            return Ok((st.module.clone(), n.clone()));
        }
        let lowered = self
            .session(&mut st)
            .and_then(|session| session.instantiate(&key.0, &key.1))
            .and_then(|(ir, n)| Ok((extend(ir, &st.module)?, n)));
        match lowered {
            Ok((module, n)) => {
                st.module = Arc::new(module);
                st.names.insert(key.clone(), n.clone());
                st.requested.push(key);
                Ok((st.module.clone(), n))
            }
            Err(msg) => {
                // The session's lowering may now hold the failed instance: start afresh.
                st.session = None;
                drop(st);
                self.record_failure(&failed_key, &msg);
                Err(KernelError::Compile(msg))
            }
        }
    }

    /// The session, started again with every instance requested so far if an earlier failure
    /// ended it.
    fn session<'s>(&self, st: &'s mut State<M>) -> Result<&'s ImageSession, String> {
        if st.session.is_none() {
            let (_, session) = lower_image(&self.image)?;
            for (kernel, args) in &st.requested {
                session.instantiate(kernel, args)?;
            }
            st.session = Some(session);
        }
        Ok(st.session.as_ref().expect("just started"))
    }
}
