// A variable default-initialized through an implicit default constructor that C++ deletes.
struct ConstM { const int c; };
struct RefM { int& r; };
struct Fine { const int c = 3; };
__global__ void k(int* out) {
    Fine f;
    ConstM m;
    RefM r;
    out[0] = f.c + m.c + r.r;
}
int main() {}
