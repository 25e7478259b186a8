// Copy assignment that C++ deletes implicitly: a reference member, a const member, an array of
// const elements, a member of a class whose assignment is deleted.
struct RefM { int& r; };
struct ConstM { const int c; };
struct ConstArr { const int c[2]; };
struct Outer { RefM inner; int x; };
__global__ void k(RefM* a, ConstM* b, ConstArr* c, Outer* d) {
    a[0] = a[1];
    b[0] = b[1];
    c[0] = c[1];
    d[0] = d[1];
}
int main() {}
