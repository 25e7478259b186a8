// A reference to non-const binds no xvalue (`static_cast<int&&>(x)`, `std::move(x)`).
__global__ void k(int x)
{
    int &r = static_cast<int &&>(x);
    int &s(static_cast<int &&>(x));
    (void)r;
    (void)s;
}

int main() { return 0; }
