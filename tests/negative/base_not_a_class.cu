typedef int Number;
struct Derived : Number
{
    int x;
};

__global__ void k(Derived *d)
{
}
