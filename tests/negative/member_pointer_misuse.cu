// Pointers to members used wrongly: a right operand that is no pointer to member, a type that
// does not match, an ordering comparison, a bit-field, an overload no type picks, an object of
// an unrelated class, a member function not called, ->* on an object.
struct S { int a; unsigned bits : 3; __device__ int f() const { return a; } __device__ int f(int k) const { return k; } };
struct T { int t; };
__global__ void k(int *out)
{
    S s{};
    T t{};
    int S::*p = &S::a;
    out[0] = s.*5;
    float S::*q = &S::a;
    out[1] = p < p;
    unsigned S::*r = &S::bits;
    auto m = &S::f;
    out[2] = t.*p;
    int (S::*pf)() const = &S::f;
    out[3] = s.*pf;
    out[4] = (s->*pf)();
}
