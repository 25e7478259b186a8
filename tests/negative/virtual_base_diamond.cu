// A virtual base reached through two paths is one subobject in C++, which device code does not
// support: the class is reported where it is defined (once, however it is used). A virtual
// base reached through one path, and a base reached twice without `virtual` (two
// subobjects), are laid out as C++ lays them out.
struct A { int a; };
struct B : virtual A { int b; };
struct C : virtual public A { int c; };
struct D : B, C { int d; };

struct E : A { int e; };
struct F : A { int f; };
struct G : E, F { int g; };

struct H : public virtual A { int h; };

__global__ void k(int* out) {
    D d;
    d.d = 1;
    out[0] = sizeof(D);
    G g;
    g.E::a = 2;
    out[1] = g.E::a;
    H h;
    h.a = 3;
    out[2] = h.a;
}
