// Inline PTX operands: outputs need '=' or '+' and must be lvalues, register classes are
// h, r, l, f, d, and an "n" operand must be a constant.
__global__ void k(unsigned *out, int n)
{
    unsigned v;
    asm("mov.u32 %0, 1;" : "r"(v));
    asm("mov.u32 %0, 1;" : "=q"(v));
    asm("mov.u32 %0, 1;" : "=r"(v + 1));
    asm("add.u32 %0, %0, %1;" : "+r"(v) : "n"(n));
    out[0] = v;
}
