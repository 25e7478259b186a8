// A class declared `final` cannot be a base class.
struct B final {
    int x;
};
struct D : B {
};
__global__ void k(int* o)
{
    D d{};
    o[0] = sizeof(d);
}
