// A conditional of an `int` and a `const int` lvalue is a `const` lvalue: nothing assigns to it.
__global__ void k(int* out, bool pick) {
    int a = 1;
    const int c = 2;
    (pick ? a : c) = 5;
    out[0] = a;
}
