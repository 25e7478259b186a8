// A member function that two base classes declare, called through the class deriving from
// both; one the class names with a using-declaration is not ambiguous.
struct A {
    __device__ int f() { return 1; }
    __device__ int g() { return 1; }
};
struct B {
    __device__ int f() { return 2; }
    __device__ int g() { return 2; }
};
struct C : A, B {
    using B::g;
};
__global__ void k(int* o)
{
    C c;
    o[0] = c.f();
    o[1] = c.g();
}
