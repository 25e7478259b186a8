// A data member that two base classes have, named through the class deriving from both
// (with an object, in a member function, as a pointer to member, through a further derived
// class); one the class declares itself, or names with a using-declaration, is not ambiguous.
struct A {
    int x = 1;
    int y = 1;
};
struct B {
    int x = 2;
    int y = 2;
};
struct C : A, B {
    using B::y;
    __device__ int g() { return x; }
};
struct D : C {
};
struct E : C {
    int x = 5;
};
__global__ void k(int* o)
{
    C c;
    o[0] = c.x;
    o[1] = c.g();
    int C::*pm = &C::x;
    D d;
    o[2] = d.x;
    E e;
    o[3] = e.x + c.y + d.y + c.A::x;
}
