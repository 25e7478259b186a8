// A lambda inside a lambda copies a capture with the variable's own type: a variable declared
// `const` stays `const`; a capture by reference of the enclosing lambda's copy, inside its
// call operator that is not `mutable`, refers to `const`.
__global__ void kernel(int* out)
{
    const int x = 5;
    int y = 1;
    auto copies = [x] { return [x]() mutable { x += 1; return x; }; };
    auto refers = [y] { return [&y]() mutable { y += 1; return y; }; };
    *out = copies()() + refers()();
}
