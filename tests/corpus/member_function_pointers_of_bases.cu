// Pointers to member functions of base classes, converted to the derived class's: a base that
// is not at the start of the derived class (`B` and `V` after `A`) is reached through the
// pointer as the ABI's adjustment says, virtual functions dispatch to the final overrider,
// null stays null, `static_cast` takes a derived class's pointer back to the base's, and
// C-style casts name pointer to member function types.
#include <cstdio>
struct A {
    int a = 1;
    __device__ int get() const { return a; }
};
struct B {
    int b = 20;
    __device__ int get() const { return b; }
    __device__ int twice(int k) { return b * k; }
};
struct V {
    int v = 300;
    __device__ virtual int val() const { return v; }
};
struct D : A, B, V {
    int d = 4000;
    __device__ int val() const override { return d + v; }
};
struct E : D {
    int e = 50000;
};
typedef int (D::*Getter)() const;
__device__ int call(const D& object, Getter g) { return (object.*g)(); }
__global__ void kernel() {
    D d;
    E e;
    int (D::*pa)() const = &A::get;
    int (D::*pb)() const = &B::get;
    int (D::*pt)(int) = &B::twice;
    int (D::*pv)() const = &V::val;
    int (D::*pn)() const = nullptr;
    int (E::*pe)() const = pb;
    printf("%d %d %d %d %d\n", (d.*pa)(), (d.*pb)(), (d.*pt)(3), (d.*pv)(), pn == nullptr);
    printf("%d %d %d %d\n", (e.*pb)(), (e.*pe)(), pb == (int (D::*)() const) & B::get,
           pa == (Getter)&B::get);
    D* p = &d;
    printf("%d %d %d\n", (p->*pb)(), (p->*pv)(), call(e, &B::get) + call(d, &V::val));
    Getter table[] = {&A::get, &B::get, &V::val, nullptr};
    int sum = 0;
    for (Getter g : table)
        sum += g ? (d.*g)() : 0;
    printf("%d\n", sum);
    B& as_b = d;
    int (B::*back)() const = static_cast<int (B::*)() const>(pb);
    int D::*member = &B::b;
    int B::*member_back = static_cast<int B::*>(member);
    int (B::*null_back)() const = static_cast<int (B::*)() const>(pn);
    printf("%d %d %d %d\n", (as_b.*back)(), as_b.*member_back, d.*member, null_back == nullptr);
}
int main() {
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
