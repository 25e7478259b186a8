//! The device front end: CUDA C/C++ source to a typed device program and our IR.
//!
//! Passes, in order: [`lex`] → [`preprocess`] → [`parse`] → [`sema`] → [`lower`].
//! Each pass reports problems into a [`diag::Diagnostics`] and never panics on bad input.

pub mod ast;
mod collections;
pub mod compile;
pub mod diag;
pub mod extended_lambda;
pub mod image;
mod intern;
pub mod lex;
pub mod lower;
pub mod parse;
pub mod preprocess;
pub mod ptx;
pub mod source;
pub mod types;
